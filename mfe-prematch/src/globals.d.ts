/** Injected by the build factory (DefinePlugin). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
