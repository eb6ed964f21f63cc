/** When the web app was built (ISO time; web/vite.config.ts `define`). */
declare const __BUILD_TIME__: string;

/** Who may open each signed-in page: shared/routes/page-access.ts, evaluated at build time (web/vite.config.ts `define`). */
declare const __PAGE_ACCESS__: typeof import('@shared/routes/page-access.js').pageAccess;
