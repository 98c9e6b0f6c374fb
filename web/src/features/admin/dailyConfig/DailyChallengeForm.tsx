/** Daily challenge: the day's tiers, in order, each a target of PM earned today and its reward. */
import { useMemo } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { DailyChallengeConfig } from '@pilotmiles/core';
import { ConfigSection, errorsOf, type ConfigEditorProps } from './ConfigSection';
import { NumberField } from './NumberField';
import { RowButton } from './RowButton';
import { challengeForm, moveRow, numberOf, ROWS, withId, type ChallengeDraft } from './configForms';

export type DailyChallengeFormProps = ConfigEditorProps<DailyChallengeConfig, ChallengeDraft>;

/** A new last tier: a step above the current last one, so the list stays valid. */
function nextTier(tiers: ChallengeDraft['tiers']) {
  const last = tiers[tiers.length - 1];
  const target = numberOf(last?.target ?? '') ?? 0;
  const reward = numberOf(last?.reward ?? '') ?? 5;
  return withId({
    target: String(Number.isFinite(target) ? target + 100 : 100),
    reward: String(Number.isFinite(reward) ? reward : 5),
  });
}

export function DailyChallengeForm(props: DailyChallengeFormProps) {
  const parsed = useMemo(() => (props.draft ? challengeForm.parse(props.draft) : null), [props.draft]);
  const errorOf = errorsOf(parsed, props.serverError);
  const busy = props.busy;

  return (
    <ConfigSection
      {...props}
      parsed={parsed}
      title="Daily challenge"
      icon={EmojiEventsIcon}
      description="Tiers are worked through in order, every local day. A target counts the PM a user earned today from earning activities (articles, offers, search, shopping, travel); the reward is paid when they collect it. Each target must be above the one before."
    >
      {(draft) => {
        const setTiers = (tiers: ChallengeDraft['tiers']) => props.onChange({ tiers });
        const setTier = (i: number, patch: Partial<{ target: string; reward: string }>) =>
          setTiers(draft.tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)));
        return (
          <>
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Tiers">
              {draft.tiers.map((tier, i) => (
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
                    name={`tiers.${i}.target`}
                    label="Target"
                    ariaLabel={`Tier ${i + 1} target`}
                    pm
                    min={1}
                    value={tier.target}
                    onChange={(target) => setTier(i, { target })}
                    error={errorOf(`tiers.${i}.target`)}
                    disabled={busy}
                    sx={{ gridArea: 'target' }}
                  />
                  <NumberField
                    name={`tiers.${i}.reward`}
                    label="Reward"
                    ariaLabel={`Tier ${i + 1} reward`}
                    pm
                    min={1}
                    value={tier.reward}
                    onChange={(reward) => setTier(i, { reward })}
                    error={errorOf(`tiers.${i}.reward`)}
                    disabled={busy}
                    sx={{ gridArea: 'reward' }}
                  />
                  <Box
                    sx={{
                      display: 'flex',
                      gridArea: 'actions',
                      justifyContent: { xs: 'flex-end', sm: 'flex-start' },
                    }}
                  >
                    <RowButton
                      label={`Move tier ${i + 1} up`}
                      disabled={busy || i === 0}
                      onClick={() => setTiers(moveRow(draft.tiers, i, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </RowButton>
                    <RowButton
                      label={`Move tier ${i + 1} down`}
                      disabled={busy || i === draft.tiers.length - 1}
                      onClick={() => setTiers(moveRow(draft.tiers, i, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </RowButton>
                    <RowButton
                      label={`Remove tier ${i + 1}`}
                      disabled={busy || draft.tiers.length <= ROWS.tiersMin}
                      onClick={() => setTiers(draft.tiers.filter((_, j) => j !== i))}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </RowButton>
                  </Box>
                </Box>
              ))}
            </Stack>
            {errorOf('tiers') && <FormHelperText error>{errorOf('tiers')}</FormHelperText>}
            <Button
              startIcon={<AddIcon />}
              sx={{ mt: 1.5 }}
              disabled={busy || draft.tiers.length >= ROWS.tiersMax}
              onClick={() => setTiers([...draft.tiers, nextTier(draft.tiers)])}
            >
              Add tier
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {draft.tiers.length} {draft.tiers.length === 1 ? 'tier' : 'tiers'} (1 to {ROWS.tiersMax})
            </Typography>
          </>
        );
      }}
    </ConfigSection>
  );
}
