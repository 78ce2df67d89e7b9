import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_SEARCH_CATEGORY, generalSearchUrl, searchCategories, type SearchCategory } from './searchCategories';

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
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: { xs: '100%', md: 'auto' } }}
    >
      <TextField
        select
        size="small"
        id="general-search-category"
        label="Search category"
        value={category}
        onChange={(event) => setCategory(event.target.value as SearchCategory)}
        slotProps={{ select: { native: true } }}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {searchCategories.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        id="general-search-text"
        label="Search text"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 160px', minWidth: 0 }}
      />
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
