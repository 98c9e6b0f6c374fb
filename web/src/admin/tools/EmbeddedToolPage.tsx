/** The data side of an embedded tool page: loads config/embeddedTools and saves it with a toast. */
import type { EmbeddedToolName, EmbeddedToolsConfig } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { EmbeddedToolView } from './EmbeddedToolView';
import { useEmbeddedTools, useSaveEmbeddedTools } from './toolsApi';

export function EmbeddedToolPage({ tool, heading }: { tool: EmbeddedToolName; heading: string }) {
  const query = useEmbeddedTools();
  const save = useSaveEmbeddedTools();
  const toast = useToast();
  const err = save.error;
  return (
    <EmbeddedToolView
      tool={tool}
      heading={heading}
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      loadError={query.isError ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      config={query.data}
      saving={save.isPending}
      saveError={err ? { field: err instanceof ApiError ? err.field : undefined, message: errorMessage(err) } : null}
      onSave={async (config: EmbeddedToolsConfig) => {
        try {
          await save.mutateAsync(config);
          toast.success('Saved');
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
