import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSidebarState, useTranslate } from 'react-admin';
import {
  MENU_POSITIONS,
  NAVBAR_TYPES,
  SIDEBAR_SIZES,
  useLayoutSettings,
  type LayoutSettings,
} from './layoutSettings';

interface ChoiceProps<K extends keyof LayoutSettings> {
  setting: K;
  choices: readonly LayoutSettings[K][];
}

/** One radio group of the customizer; its labels are app.customizer.<choice>. */
function Choice<K extends 'menuPosition' | 'navbarType' | 'sidebarSize'>({
  setting,
  choices,
}: ChoiceProps<K>) {
  const translate = useTranslate();
  const [settings, change] = useLayoutSettings();
  const label = translate(`app.customizer.${setting}`);
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        aria-label={label}
        value={settings[setting]}
        onChange={(event) => change({ [setting]: event.target.value } as Partial<LayoutSettings>)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={String(choice)}
            value={choice}
            control={<Radio size="small" />}
            label={translate(`app.customizer.${String(choice)}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The theme customizer's panel (spec 001 §2.9): menu position, navbar, compact menu and its width. */
export default function CustomizerPanel({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const [settings, change] = useLayoutSettings();
  const [, setSidebarOpen] = useSidebarState();
  const title = translate('app.customizer.title');
  const setCompact = (compact: boolean) => {
    change({ compact });
    // Compact shows icons until hovered; leaving it shows the whole menu again.
    setSidebarOpen(!compact);
  };
  return (
    <Box sx={{ width: 300, p: 2 }} role="region" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Choice setting="menuPosition" choices={MENU_POSITIONS} />
      <Choice setting="navbarType" choices={NAVBAR_TYPES} />
      <FormControlLabel
        sx={{ display: 'flex', mb: 2 }}
        control={<Switch checked={settings.compact} onChange={(event) => setCompact(event.target.checked)} />}
        label={translate('app.customizer.compact')}
      />
      {!settings.compact && <Choice setting="sidebarSize" choices={SIDEBAR_SIZES} />}
    </Box>
  );
}
