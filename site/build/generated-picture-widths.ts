/**
 * The widths (px) the pages load the generated pictures in (the product screens and the article headers that
 * scripts/render-pictures.ts draws): vite.config.ts makes the AVIF/WebP variants at these widths, and the
 * pictures are drawn no wider than the largest, since every pixel beyond it is drawn, compressed and decoded
 * again for each variant only to be scaled away.
 */
export const generatedPictureWidths = [480, 800, 1200] as const;

export const largestGeneratedPictureWidth = Math.max(...generatedPictureWidths);
