import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const searchDelayMs = 400;

type ListToolbarProps = {
  /** The search box's label, naming what it finds ("Case number, OCR reference, name …"). */
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  /** Filter fields beside the search box. */
  children?: ReactNode;
  /** A search or a filter is in use: offer to clear them. */
  filtered: boolean;
  onClear: () => void;
};

/**
 * A list's search box and filters. The search runs when the user stops typing or presses Enter;
 * what was typed stays in the box while the list loads.
 */
export function ListToolbar({ searchLabel, q, onSearch, children, filtered, onClear }: ListToolbarProps) {
  const { t } = useTranslation('creditor');
  const [text, setText] = useState(q);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address changed the search (back, forward, "clear filters"): show it.
  useEffect(() => setText(q), [q]);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => latest.current(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q]);

  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: { md: '1 1 320px' }, minWidth: { md: 260 } }}
        slotProps={{
          htmlInput: { maxLength: 100, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      {children}
      {filtered && (
        <Button type="button" onClick={onClear} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
