/**
 * The shop's icon: drawn once as public/favicon.svg, written as PNG files at these sizes before
 * every build (generators/icons.ts). Browsers get the PNG files: Chromium draws an SVG icon by
 * building a document for it on the page's main thread, once for the tab (32 px) and once for the
 * web app manifest (144 px), while the page is still starting; a PNG it only decodes.
 */
export const iconSizes = [32, 192, 512] as const;

export type IconSize = (typeof iconSizes)[number];

export const iconPath = (size: IconSize) => `/icons/icon-${size}.png`;

/** An icon's size as `<link sizes>` and the web app manifest write it. */
export const sizesOf = (size: IconSize) => `${size}x${size}`;

/** The tab's icon, as the page's `<link rel="icon">` names it. */
export const favicon = { href: iconPath(32), type: "image/png", sizes: sizesOf(32) };

/** The logo structured data names (search engines ask for at least 112 px). */
export const logoPath = iconPath(512);

/** The icons the web app manifest (public/site.webmanifest) lists. */
export const manifestIconSizes = [192, 512] as const satisfies readonly IconSize[];
