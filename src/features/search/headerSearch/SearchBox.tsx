import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion } from '../../../api/suggestions';
import { DEFAULT_SEARCH_CATEGORY, generalSearchUrl, searchCategories, suggestionUrl, type SearchCategory } from './searchCategories';
import { SearchSuggestions, SUGGESTIONS_ID, suggestionId } from './SearchSuggestions';
import { useSuggestions } from './useSuggestions';

// Plain form controls styled like the portal's fields: the header is on every page, and MUI's text field would
// bring its whole input stack (select, popover, modal) into every page's first download.
const fieldLabel = { display: 'flex', flexDirection: 'column', gap: 0.25, fontSize: '0.8rem', color: 'text.secondary' } as const;
// On a phone the header keeps to a quarter of the first screen: the fields share one row and their labels are
// read out but not shown (the select shows its category, the button says Search).
const labelText = { '@media (max-width: 599.95px)': visuallyHidden } as const;

const field = (theme: Theme) => ({
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: 1,
  px: 1,
  py: 0.75,
  boxSizing: 'border-box',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
});

/**
 * The header's general search (000 §2.1, 001 §2.1): a category and some text. The text is trimmed; nothing happens
 * when it is empty; otherwise the results page opens and the box is cleared for the next search. From two typed
 * characters the box suggests matching records of the category (an ARIA 1.2 combobox: arrows move through the
 * suggestions, Enter chooses the highlighted one, Escape closes the list); choosing one opens it.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_SEARCH_CATEGORY);
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(category, text);
  const open = listOpen && suggestions.length > 0;
  const active = open ? activeIndex : -1;

  const leave = (url: string) => {
    void navigate(url);
    setText('');
    setListOpen(false);
    setActiveIndex(-1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchText = text.trim();
    if (!searchText) return;
    leave(generalSearchUrl(searchText, category));
  };

  const choose = (suggestion: Suggestion) => leave(suggestionUrl(suggestion, category));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, down goes to the first suggestion and up to the last; then they wrap around.
      setActiveIndex(active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
      setListOpen(true);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && open) {
      // The search field's own Escape would clear the text; here it only closes the list.
      event.preventDefault();
      setListOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search TAIR"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: { xs: 'nowrap', sm: 'wrap' }, gap: 1, alignItems: 'flex-end', width: { xs: '100%', md: 'auto' } }}
    >
      <Box component="label" htmlFor="general-search-category" sx={[fieldLabel, { flex: { xs: '0 1 auto', sm: 'initial' }, minWidth: 0 }]}>
        <Box component="span" sx={labelText}>
          Search category
        </Box>
        <Box
          component="select"
          id="general-search-category"
          value={category}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => setCategory(event.target.value as SearchCategory)}
          sx={[field, { width: { xs: 112, sm: 170 } }]}
        >
          {searchCategories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
      </Box>
      <Box sx={{ position: 'relative', flex: { xs: '1 1 0', sm: '1 1 160px', md: '0 0 180px' }, minWidth: 0 }}>
        <Box component="label" htmlFor="general-search-text" sx={fieldLabel}>
          <Box component="span" sx={labelText}>
            Search text
          </Box>
          <Box
            component="input"
            id="general-search-text"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={SUGGESTIONS_ID}
            aria-activedescendant={active >= 0 ? suggestionId(active) : undefined}
            value={text}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setText(event.target.value);
              setListOpen(true);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListOpen(false)}
            sx={[field, { width: '100%' }]}
          />
        </Box>
        <SearchSuggestions suggestions={suggestions} open={open} activeIndex={active} onChoose={choose} />
        <span role="status" style={visuallyHidden}>
          {open ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}; arrow keys to choose` : ''}
        </span>
      </Box>
      <Button
        type="submit"
        variant="contained"
        sx={(theme) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } })}
      >
        Search
      </Button>
    </Box>
  );
}
