/**
 * The frame every config form shares: title, load states, and the react-hook-form form with its
 * Save / Reset footer. Save is enabled only when the form is valid (the core schema, through
 * zodResolver), differs from the saved config, and no save is under way.
 */
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DeepPartial,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Box, Button, Card, CardContent, CircularProgress, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { FieldError } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { canonical, configResolver, serverFieldMessage, type ConfigFormDef } from './configForms';

/** What the page hands each form view: pure props, no fetching inside. */
export interface ConfigFormProps<C> {
  status: 'loading' | 'error' | 'ready';
  loadError: string | null;
  onRetry: () => void;
  /** The saved config; undefined until loaded. */
  config: C | undefined;
  /** A save is under way. */
  saving: boolean;
  /** A field the server refused (400), shown under that field. */
  serverError: FieldError | null;
  onSave: (config: C) => void;
}

/** What a form's fields get: the form, and whether to hold still (saving). */
export interface FieldsProps<C, V extends FieldValues> {
  form: UseFormReturn<V, unknown, C>;
  disabled: boolean;
}

interface ConfigSectionProps<C, V extends FieldValues> extends ConfigFormProps<C> {
  def: ConfigFormDef<C, V>;
  title: string;
  icon: SvgIconComponent;
  description: ReactNode;
  children: (fields: FieldsProps<C, V>) => ReactNode;
}

export function ConfigSection<C, V extends FieldValues>({
  title,
  icon: Icon,
  description,
  ...p
}: ConfigSectionProps<C, V>) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 0.5 }}>
          <Icon color="primary" />
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, maxWidth: 720 }}>
          {description}
        </Typography>

        {p.status === 'error' ? (
          <ErrorState message={p.loadError ?? ''} onRetry={p.onRetry} />
        ) : p.config === undefined ? (
          <Stack spacing={1.5} role="progressbar" aria-busy="true" aria-label={`Loading ${title}`}>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} width="70%" />
            <Skeleton variant="rounded" height={40} width="85%" />
          </Stack>
        ) : (
          // A saved (or otherwise changed) config starts a fresh form with it as the defaults.
          <ConfigForm key={canonical(p.config)} {...p} config={p.config} title={title} />
        )}
      </CardContent>
    </Card>
  );
}

function ConfigForm<C, V extends FieldValues>({
  def,
  config,
  saving,
  serverError,
  onSave,
  title,
  children,
}: Omit<ConfigSectionProps<C, V>, 'icon' | 'description' | 'config'> & { config: C }) {
  const defaults = useMemo(() => def.toValues(config), [def, config]);
  const resolver = useMemo(() => configResolver(def), [def]);
  const form = useForm<V, unknown, C>({
    defaultValues: defaults as DefaultValues<V>,
    resolver,
    // Validation runs from the effect below, once per edit, over the whole form.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { trigger, setError, formState } = form;

  // Every edit re-checks the whole form, so a rule across fields (a cap below the reward, a tier
  // below the one before) shows under its field whichever field changed.
  // (Not on mount: the saved config is valid, and a server refusal shown then must stay.)
  const values = useWatch({ control: form.control }) as DeepPartial<V>;
  const typed = canonical(values);
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) void trigger();
    mounted.current = true;
  }, [typed, trigger]);

  // The server's refusal, under the field it names (cleared by the next edit's check).
  useEffect(() => {
    if (serverError)
      setError(serverError.field as Path<V>, { type: 'server', message: serverFieldMessage(serverError) }, { shouldFocus: true });
  }, [serverError, setError]);

  const body = def.toInput(values);
  const unchanged = canonical(body) === canonical(def.toInput(defaults as DeepPartial<V>));
  // The schema decides at once; formState.errors also holds a server refusal until the next edit.
  const valid = def.schema.safeParse(body).success && Object.keys(formState.errors).length === 0;
  const canSave = valid && !unchanged && !saving;

  return (
    <Box
      component="form"
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit((saved) => {
        if (!unchanged && !saving) onSave(saved);
      })}
    >
      {children({ form, disabled: saving })}
      <Divider sx={{ mt: 3, mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}>
        <Typography
          variant="body2"
          color={unchanged ? 'text.secondary' : valid ? 'warning.dark' : 'error.main'}
          sx={{ flex: { xs: '1 0 100%', sm: 1 } }}
          role="status"
        >
          {unchanged ? 'No changes' : valid ? 'Unsaved changes' : 'Fix the fields marked in red to save'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto' }}>
          <Button
            type="button"
            variant="text"
            startIcon={<RestartAltIcon />}
            disabled={unchanged || saving}
            onClick={() => form.reset()}
          >
            Reset
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSave}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: 104 }}
          >
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
