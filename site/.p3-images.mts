import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { writeShareImages } from '/work/main/site/build/write-share-images.ts';
const n = await writeShareImages(`${process.cwd()}/dist-p3/client/`, loadArticlesFromDisk());
console.log(`${n} share images`);
