// Build-time variables and the optional runtime configuration a server may inject before the bundle.
interface ImportMetaEnv {
  readonly VITE_MARKETING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  __HOOKLINE_CONFIG__?: { marketingUrl?: string };
}

// a language's texts compiled at build time (build/languages.ts)
declare module 'virtual:hookline-language/*' {
  const messages: import('@hookline/shared/catalogue').CompiledCatalogue;
  export default messages;
}
