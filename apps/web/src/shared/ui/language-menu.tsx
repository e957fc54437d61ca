import { type Language, languageNames, localeOf, supportedLanguages } from '@fordra/domain/languages';
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The list of languages behind the language button; loaded when first opened. */
export default function LanguageMenu({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {supportedLanguages.map((option) => (
        <MenuItem
          key={option}
          lang={localeOf(option)}
          selected={option === current}
          onClick={() => onChoose(option)}
        >
          <ListItemIcon>{option === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{languageNames[option]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
