/**
 * Images in articles: `![Alt](./bild.jpg)` next to an article's index.mdx becomes an import that Vite hashes and
 * vite-imagetools turns into AVIF/WebP/JPEG at three widths with width and height known
 * (https://github.com/JonasKruckenberg/imagetools/blob/main/docs/directives.md), rendered by the ArticleImage
 * component. Without this MDX would emit `<img src="./bild.jpg">`, which points nowhere on the built site.
 * A missing file or an empty alternative text stops the build with a German message naming both files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Image, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The widths the article column needs on phones, tablets and 2× screens (the column is at most 768 px). */
export const articleImageWidths = [480, 768, 1536] as const;
export const articleImageQuery = `w=${articleImageWidths.join(';')}&format=avif;webp;jpg&as=picture`;

export class ArticleImageError extends Error {
  override readonly name = 'ArticleImageError';
}

function isLocal(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');
}

/** MDX carries ESM and JSX expressions as estree; acorn is the parser MDX itself uses. */
function estree(code: string): Program {
  // acorn's own node types and @types/estree describe the same ESTree program.
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
}

function importNode(name: string, source: string): MdxjsEsm {
  const value = `import ${name} from ${JSON.stringify(source)};`;
  return { type: 'mdxjsEsm', value, data: { estree: estree(value) } };
}

function componentNode(name: string, image: Image): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: 'ArticleImage',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'picture',
        value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: estree(name) } },
      },
      { type: 'mdxJsxAttribute', name: 'alt', value: image.alt ?? '' },
      ...(image.title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: image.title }] : []),
    ],
    children: [],
  };
}

export function remarkArticleImages() {
  return (tree: Root, file: VFile) => {
    const mdxFile = file.path;
    const shown = path.relative(process.cwd(), mdxFile) || mdxFile;
    const imports: MdxjsEsm[] = [];
    visit(tree, 'image', (image, index, parent) => {
      if (!parent || index === undefined || !isLocal(image.url)) return;
      const where = `${shown}${image.position ? `, Zeile ${image.position.start.line}` : ''}`;
      const target = path.resolve(path.dirname(mdxFile), decodeURI(image.url));
      if (!existsSync(target)) {
        throw new ArticleImageError(
          `Bild nicht gefunden: ${image.url} (eingebunden in ${where}). Lege die Datei neben die index.mdx oder korrigiere den Pfad.`,
        );
      }
      if (!image.alt?.trim()) {
        throw new ArticleImageError(
          `Bild ohne Alternativtext: ${image.url} (in ${where}). Beschreibe in ![…](${image.url}), was das Bild zeigt – für Screenreader und Google.`,
        );
      }
      const name = `articleImage${imports.length}`;
      const relative = image.url.startsWith('.') ? image.url : `./${image.url}`;
      imports.push(importNode(name, `${relative}?${articleImageQuery}`));
      parent.children[index] = componentNode(name, image);
    });
    tree.children.unshift(...imports);
  };
}
