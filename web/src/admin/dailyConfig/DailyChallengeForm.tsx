/** Daily challenge: the day's tiers, in order, each a target of PM earned today and its reward. */
import { useFieldArray, useWatch } from 'react-hook-form';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { DailyChallengeConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { NumberField } from '../shared/NumberField';
import { RowButton } from '../shared/RowButton';
import { numberOf } from '../shared/configForms';
import { challengeForm, ROWS, type ChallengeValues } from './dailyConfigForms';

export type DailyChallengeFormProps = ConfigFormProps<DailyChallengeConfig>;

type Tier = ChallengeValues['tiers'][number];

/** A new last tier: a step above the current last one, so the list stays valid. */
export function nextTier(last: Partial<Tier> | undefined): Tier {
  const target = numberOf(last?.target) ?? 0;
  const reward = numberOf(last?.reward) ?? 5;
  return {
    target: String(Number.isFinite(target) ? target + 100 : 100),
    reward: String(Number.isFinite(reward) ? reward : 5),
  };
}

export function DailyChallengeForm(props: DailyChallengeFormProps) {
  return (
    <ConfigSection
      {...props}
      def={challengeForm}
      title="Daily challenge"
      icon={EmojiEventsIcon}
      description="Tiers are worked through in order, every local day. A target counts the PM a user earned today from earning activities (articles, offers, search, shopping, travel); the reward is paid when they collect it. Each target must be above the one before."
    >
      {(fields) => <TierFields {...fields} />}
    </ConfigSection>
  );
}

function TierFields({ form, disabled }: FieldsProps<DailyChallengeConfig, ChallengeValues>) {
  const { control } = form;
  const tiers = useFieldArray({ control, name: 'tiers' });
  const values = useWatch({ control, name: 'tiers' });
  const tiersError = form.formState.errors.tiers;
  const tiersMessage = tiersError?.root?.message ?? tiersError?.message;
  const count = tiers.fields.length;

  return (
    <>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Tiers">
        {tiers.fields.map((tier, i) => (
          <Box
            component="li"
            key={tier.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '64px minmax(0, 220px) minmax(0, 220px) auto' },
              // Phones: the row's buttons sit beside its title, the two fields below.
              gridTemplateAreas: { xs: '"label actions" "target reward"', sm: '"label target reward actions"' },
              alignItems: { xs: 'center', sm: 'start' },
              gap: 1.5,
            }}
          >
            <Typography sx={{ fontWeight: 700, pt: { sm: 1 }, gridArea: 'label' }}>Tier {i + 1}</Typography>
            <NumberField
              control={control}
              name={`tiers.${i}.target`}
              label="Target"
              ariaLabel={`Tier ${i + 1} target`}
              pm
              min={1}
              disabled={disabled}
              sx={{ gridArea: 'target' }}
            />
            <NumberField
              control={control}
              name={`tiers.${i}.reward`}
              label="Reward"
              ariaLabel={`Tier ${i + 1} reward`}
              pm
              min={1}
              disabled={disabled}
              sx={{ gridArea: 'reward' }}
            />
            <Box sx={{ display: 'flex', gridArea: 'actions', justifyContent: { xs: 'flex-end', sm: 'flex-start' } }}>
              <RowButton label={`Move tier ${i + 1} up`} disabled={disabled || i === 0} onClick={() => tiers.swap(i, i - 1)}>
                <ArrowUpwardIcon fontSize="small" />
              </RowButton>
              <RowButton
                label={`Move tier ${i + 1} down`}
                disabled={disabled || i === count - 1}
                onClick={() => tiers.swap(i, i + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </RowButton>
              <RowButton
                label={`Remove tier ${i + 1}`}
                disabled={disabled || count <= ROWS.tiersMin}
                onClick={() => tiers.remove(i)}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </RowButton>
            </Box>
          </Box>
        ))}
      </Stack>
      {tiersMessage && <FormHelperText error>{tiersMessage}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1.5 }}
        disabled={disabled || count >= ROWS.tiersMax}
        onClick={() => tiers.append(nextTier(values?.[count - 1]), { shouldFocus: false })}
      >
        Add tier
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
        {count} {count === 1 ? 'tier' : 'tiers'} (1 to {ROWS.tiersMax})
      </Typography>
    </>
  );
}
