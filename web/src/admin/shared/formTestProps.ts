/** The props a config form gets when its config has loaded, for the forms' component tests. */
import { vi } from 'vitest';
import type { ConfigFormProps } from './ConfigSection';

export const readyFormProps = <C>(config: C, over: Partial<ConfigFormProps<C>> = {}): ConfigFormProps<C> => ({
  status: 'ready',
  loadError: null,
  onRetry: vi.fn(),
  config,
  saving: false,
  serverError: null,
  onSave: vi.fn(),
  ...over,
});
