/** Test support: a form view with the page's draft state, so tests can type into it. */
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { ConfigEditorProps } from './ConfigSection';
import type { ConfigForm } from './configForms';

export function editorProps<C, D>(
  form: ConfigForm<C, D>,
  config: C,
  over: Partial<ConfigEditorProps<C, D>> = {},
): ConfigEditorProps<C, D> {
  return {
    status: 'ready',
    loadError: null,
    onRetry: vi.fn(),
    draft: form.toDraft(config),
    onChange: vi.fn(),
    dirty: false,
    busy: false,
    serverError: null,
    onSave: vi.fn(),
    onReset: vi.fn(),
    ...over,
  };
}

/** Renders `View` holding its draft like useConfigEditor does (dirty against the loaded config). */
export function statefulEditor<C, D>(View: ComponentType<ConfigEditorProps<C, D>>, form: ConfigForm<C, D>, config: C) {
  const onSave = vi.fn<(config: C) => void>();
  const loaded = form.toDraft(config);
  function Harness() {
    const [draft, setDraft] = useState<D>(loaded);
    return (
      <View
        {...editorProps(form, config)}
        draft={draft}
        onChange={setDraft}
        dirty={form.signature(draft) !== form.signature(loaded)}
        onSave={onSave}
        onReset={() => setDraft(loaded)}
      />
    );
  }
  return { Harness, onSave };
}
