/** When the web app was built (ISO time; web/vite.config.ts `define`). */
declare const __BUILD_TIME__: string;
