import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_SEARCH_CATEGORY, generalSearchUrl, searchCategories, type SearchCategory } from './searchCategories';

// Plain form controls styled like the portal's fields: the header is on every page, and MUI's text field would
// bring its whole input stack (select, popover, modal) into every page's first download.
const fieldLabel = { display: 'flex', flexDirection: 'column', gap: 0.25, fontSize: '0.8rem', color: 'text.secondary' } as const;

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
 * The header's general search (000 §2.1): a category and some text. The text is trimmed; nothing happens when it
 * is empty; otherwise the results page opens and the box is cleared for the next search.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_SEARCH_CATEGORY);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchText = text.trim();
    if (!searchText) return;
    void navigate(generalSearchUrl(searchText, category));
    setText('');
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search TAIR"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', width: { xs: '100%', md: 'auto' } }}
    >
      <Box component="label" htmlFor="general-search-category" sx={fieldLabel}>
        Search category
        <Box
          component="select"
          id="general-search-category"
          value={category}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => setCategory(event.target.value as SearchCategory)}
          sx={[field, { width: { xs: '100%', sm: 170 } }]}
        >
          {searchCategories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
      </Box>
      <Box component="label" htmlFor="general-search-text" sx={{ ...fieldLabel, flex: { xs: '1 1 160px', md: '0 0 180px' }, minWidth: 0 }}>
        Search text
        <Box
          component="input"
          id="general-search-text"
          type="search"
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          sx={[field, { width: '100%' }]}
        />
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
