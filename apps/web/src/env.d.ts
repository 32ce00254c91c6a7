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
