/**
 * /admin/cp-rewards: pick a partner portal brand (or open a new one by id) and edit it beside a
 * live preview. Saves with a toast; the picker lists saved brands (GET /admin/cp-brands).
 */
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { CP_BRAND_ID, type CpBrandBody } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { CpBrandEditor } from './CpBrandEditor';
import { useCpBrand, useCpBrands, useSaveCpBrand } from './toolsApi';

export const NEW_ID_HINT = 'Lower-case letters, digits and dashes';

export default function CpRewardsPage() {
  const brands = useCpBrands();
  const [picked, setPicked] = useState<string | null>(null);
  const [newId, setNewId] = useState('');
  const selected = picked ?? brands.data?.[0]?.id ?? null;
  const brand = useCpBrand(selected);
  const save = useSaveCpBrand();
  const toast = useToast();
  const idOk = CP_BRAND_ID.test(newId);

  const onSave = (body: CpBrandBody) => {
    if (!selected) return;
    save.mutate(
      { id: selected, body },
      { onSuccess: () => toast.success('Brand saved'), onError: (err) => (err instanceof ApiError && err.field ? undefined : toast.error(errorMessage(err))) },
    );
  };
  const err = save.error;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Partner portal brands
        </Typography>
        <Typography color="text.secondary">
          How /cp/rewards looks for each partner: name, logo, colours and offer wall.
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Brand"
          value={selected ?? ''}
          onChange={(e) => {
            setPicked(e.target.value);
            save.reset();
          }}
          sx={{ minWidth: 220 }}
          disabled={brands.isSuccess && brands.data.length === 0}
          helperText={brands.isError ? errorMessage(brands.error) : brands.data?.length === 0 ? 'No brands yet: create one' : ' '}
        >
          {(brands.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name} ({b.id})
            </MenuItem>
          ))}
          {selected && !brands.data?.some((b) => b.id === selected) && <MenuItem value={selected}>{selected} (new)</MenuItem>}
        </TextField>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!idOk) return;
            setPicked(newId);
            setNewId('');
            save.reset();
          }}
        >
          <TextField
            size="small"
            label="New brand id"
            value={newId}
            onChange={(e) => setNewId(e.target.value.trim())}
            error={newId !== '' && !idOk}
            helperText={NEW_ID_HINT}
          />
          <Button type="submit" variant="outlined" disabled={!idOk} sx={{ height: 40 }}>
            Open
          </Button>
        </Stack>
        {selected && brand.data?.exists && (
          <Button
            component="a"
            href={`/cp/rewards?brand=${encodeURIComponent(selected)}`}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
            sx={{ height: 40 }}
          >
            Open portal
          </Button>
        )}
      </Stack>
      {brands.isPending || (selected && brand.isPending) ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : brand.isError ? (
        <Alert severity="error" action={<Button onClick={() => void brand.refetch()}>Retry</Button>}>
          {errorMessage(brand.error)}
        </Alert>
      ) : brand.data ? (
        <CpBrandEditor
          brand={brand.data.brand}
          exists={brand.data.exists}
          saving={save.isPending}
          saveError={err ? { field: err instanceof ApiError ? err.field : undefined, message: errorMessage(err) } : null}
          onSave={onSave}
        />
      ) : (
        <Alert severity="info">Pick a brand, or open a new one by its id.</Alert>
      )}
    </Stack>
  );
}
