import Fab from '@mui/material/Fab';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';

/** SPEC §2: the floating toggle that shows or hides the V2 features (the enhancements flag). */
export function V2FeaturesToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const label = on ? 'Hide V2 features' : 'Show V2 features';
  return (
    <Fab
      size="small"
      color={on ? 'primary' : 'default'}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={onToggle}
      data-widget="v2-toggle"
    >
      {on ? <NewReleasesIcon /> : <NewReleasesOutlinedIcon />}
    </Fab>
  );
}
