/** `npm run users -- <command>`: the sales desk's staff accounts; see run-users-cli.ts. */
import { createInterface } from 'node:readline';
import { runUsersCli } from './run-users-cli.ts';

/** One line from a pipe, or a prompt whose typing is not echoed on a terminal. */
function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve) => {
      const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
      let answered = false;
      lines.once('line', (line) => {
        answered = true;
        lines.close();
        resolve(line);
      });
      lines.once('close', () => {
        if (!answered) resolve('');
      });
    });
  }
  return new Promise((resolve) => {
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

const code = await runUsersCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readPassword,
});
process.stdout.write('', () => process.exit(code));
