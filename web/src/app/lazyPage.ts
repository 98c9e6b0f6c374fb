import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazy route whose module default-exports the page. */
export const page = (load: Loader) => ({
  lazy: async () => ({ Component: (await load()).default }),
});
