import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { formatPM } from '@pilotmiles/core';

/** Today's article earnings against the daily cap (CLAIMED_ARTICLE_COINS / COINS_ARTICLE_DAILY_REWARD). */
export function ArticleProgressStrip({
  claimed,
  cap,
  perArticle,
}: {
  claimed: number;
  cap: number;
  perArticle: number;
}) {
  const done = claimed >= cap;
  const pct = cap > 0 ? Math.min(100, (claimed / cap) * 100) : 100;
  return (
    <Paper
      component="section"
      aria-label="Today's article rewards"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <AutoStoriesIcon color="secondary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.75 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 15 }}>
            {done
              ? "You've reached today's article limit. Come back tomorrow!"
              : `Earn ${formatPM(perArticle)} per article you read`}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
            {claimed} / {formatPM(cap)}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={pct}
          color="secondary"
          aria-label="Article PilotMiles claimed today"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Paper>
  );
}
