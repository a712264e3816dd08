import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { ToggleFab } from './ToggleFab';

/** SPEC §2: the floating toggle that shows or hides the V2 features (the enhancements flag). */
export function V2FeaturesToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <ToggleFab on={on} onToggle={onToggle} label={on ? 'Hide V2 features' : 'Show V2 features'} widget="v2-toggle">
      {on ? <NewReleasesIcon /> : <NewReleasesOutlinedIcon />}
    </ToggleFab>
  );
}
