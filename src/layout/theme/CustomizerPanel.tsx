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
  LAYOUT_VARIANTS,
  MENU_POSITIONS,
  NAVBAR_TYPES,
  SIDEBAR_SIZES,
  useLayoutSettings,
  useLayoutVariant,
  type LayoutSettings,
  type LayoutVariant,
} from './layoutSettings';
import {
  GLASS_SHADE_CODES,
  GRADIENT_COLOUR_COUNT,
  SIDEBAR_COLOUR_CODES,
  SIDEBAR_IMAGES,
  swatchOf,
  TRANSPARENT_COLOUR_CODES,
  type BackgroundColour,
} from '../sidebar/sidebarPalette';

const SWATCH_PX = 28;

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

/** Layout Light, Dark or Transparent, each with its own colours and image (spec 001 §4). */
function VariantChoice() {
  const translate = useTranslate();
  const [variant, setVariant] = useLayoutVariant();
  const label = translate('app.customizer.variant');
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        aria-label={label}
        value={variant}
        onChange={(event) => setVariant(event.target.value as LayoutVariant)}
      >
        {LAYOUT_VARIANTS.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio size="small" />}
            label={translate(`app.customizer.${choice}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A row of round buttons, one per colour (or image), the chosen one pressed. */
function Swatches({
  label,
  choices,
  chosen,
  nameOf,
  backgroundOf,
  onChoose,
}: {
  label: string;
  choices: readonly string[];
  chosen: string;
  nameOf(choice: string, index: number): string;
  backgroundOf(choice: string): string;
  onChoose(choice: string): void;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice, index) => (
          <Box
            key={choice}
            component="button"
            type="button"
            aria-label={nameOf(choice, index)}
            aria-pressed={choice === chosen}
            title={nameOf(choice, index)}
            onClick={() => onChoose(choice)}
            sx={{
              width: SWATCH_PX,
              height: SWATCH_PX,
              borderRadius: '50%',
              cursor: 'pointer',
              background: backgroundOf(choice),
              border: 2,
              borderColor: choice === chosen ? 'primary.main' : 'divider',
              outlineOffset: 2,
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The sidebar's colours and image for Light and Dark; the page's glass colours for Transparent. */
function ColourChoices() {
  const translate = useTranslate();
  const [settings, change] = useLayoutSettings();
  const colourName = (code: string) => translate('app.customizer.colour', { name: code });
  const chooseColour = (code: string) => change({ backgroundColor: code as BackgroundColour });
  const colourSwatches = (label: string, codes: readonly string[]) => (
    <Swatches
      label={translate(label)}
      choices={codes}
      chosen={settings.backgroundColor}
      nameOf={colourName}
      backgroundOf={(code) => swatchOf(code as BackgroundColour).background}
      onChoose={chooseColour}
    />
  );
  if (settings.transparent) {
    return (
      <>
        {colourSwatches('app.customizer.transparentColours', TRANSPARENT_COLOUR_CODES)}
        {colourSwatches('app.customizer.glassShades', GLASS_SHADE_CODES)}
      </>
    );
  }
  return (
    <>
      {colourSwatches('app.customizer.gradients', SIDEBAR_COLOUR_CODES.slice(0, GRADIENT_COLOUR_COUNT))}
      {colourSwatches('app.customizer.solids', SIDEBAR_COLOUR_CODES.slice(GRADIENT_COLOUR_COUNT))}
      <Swatches
        label={translate('app.customizer.images')}
        choices={SIDEBAR_IMAGES}
        chosen={settings.backgroundImageURL}
        nameOf={(_image, index) => translate('app.customizer.image', { number: index + 1 })}
        backgroundOf={(image) => `url(${image}) center / cover, #555`}
        onChoose={(image) => change({ backgroundImageURL: image, backgroundImage: true })}
      />
      <FormControlLabel
        sx={{ display: 'flex', mb: 2 }}
        control={
          <Switch
            checked={settings.backgroundImage}
            onChange={(event) => change({ backgroundImage: event.target.checked })}
          />
        }
        label={translate('app.customizer.backgroundImage')}
      />
    </>
  );
}

/**
 * The theme customizer's panel (spec 001 §2.9): layout variant and its colours, menu position,
 * navbar, compact menu and its width.
 */
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
    <Box sx={{ width: 320, p: 2 }} role="region" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <VariantChoice />
      <ColourChoices />
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
