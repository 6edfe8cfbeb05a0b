/**
 * Parses the CLI's --since/--until values. Operators think in Berlin calendar days, so a bare date means
 * that day in Berlin: `--since 2025-11-01` starts at 00:00 Berlin time, `--until 2025-11-30` includes the
 * whole 30th. Relative values ('7d', '12h') count back from now; anything with an explicit offset or 'Z' is
 * taken as it stands.
 */
const berlinOffsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });

/** Berlin's offset from UTC in minutes at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const name = berlinOffsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant at which Berlin's wall clock shows this local date and time. */
export function berlinLocalTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two rounds settle the offset also on the days the clocks change.
  let instant = asUtc - berlinOffsetMinutes(asUtc) * 60_000;
  instant = asUtc - berlinOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

export class ArgumentError extends Error {
  override readonly name = 'ArgumentError';
}

export function parseTimeArgument(value: string, option: '--since' | '--until', now = new Date()): Date {
  const text = value.trim();
  const relative = /^(\d+)\s*([dh])$/i.exec(text);
  if (relative) {
    const amount = Number(relative[1]);
    const unitMs = relative[2]?.toLowerCase() === 'd' ? 86_400_000 : 3_600_000;
    return new Date(now.getTime() - amount * unitMs);
  }
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    // --until names the last day to include, so its bound is the next day's start.
    return berlinLocalTime(year, month, option === '--until' ? day + 1 : day);
  }
  const localTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (localTime) {
    const [, y, mo, d, h, mi, s] = localTime;
    return berlinLocalTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0));
  }
  const parsed = new Date(text);
  if (/\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i.test(text) && !Number.isNaN(parsed.getTime())) return parsed;
  throw new ArgumentError(
    `${option} "${value}" verstehe ich nicht. Beispiele: 2025-11-01, "2025-11-01 14:30" (Berliner Zeit), 2025-11-01T13:30:00Z, 7d, 12h.`,
  );
}
