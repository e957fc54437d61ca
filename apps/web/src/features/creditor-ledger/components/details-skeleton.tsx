import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A details page while it loads: a heading and cards shaped like the ones to come. */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width={140} />
      <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 360 }} />
      <Grid container spacing={3}>
        {[0, 1, 2, 3].map((card) => (
          <Grid key={card} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
