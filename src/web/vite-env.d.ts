/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Analytics measurement id; analytics stays off entirely while it is unset. */
  readonly VITE_ANALYTICS_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
