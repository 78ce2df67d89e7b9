import Box from '@mui/material/Box';
import type { Suggestion } from '../../../api/suggestions';

export const SUGGESTIONS_ID = 'general-search-suggestions';
export const suggestionId = (index: number) => `${SUGGESTIONS_ID}-${index}`;

// What each kind of gene suggestion is, beside its text.
const kindLabels: Record<string, string> = { symbol: 'symbol', agi: 'AGI code', name: 'full name' };

interface SearchSuggestionsProps {
  suggestions: Suggestion[];
  open: boolean;
  activeIndex: number;
  onChoose: (suggestion: Suggestion) => void;
}

/**
 * The typeahead's list (an ARIA 1.2 combobox popup). Focus stays in the text box, which points at the active option
 * with aria-activedescendant; pressing an option must not blur the box first, so mousedown is held back.
 */
export function SearchSuggestions({ suggestions, open, activeIndex, onChoose }: SearchSuggestionsProps) {
  return (
    <Box
      component="ul"
      id={SUGGESTIONS_ID}
      role="listbox"
      aria-label="Suggestions"
      hidden={!open}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        zIndex: 'modal',
        minWidth: '100%',
        width: 'max-content',
        maxWidth: '90vw',
        m: 0,
        mt: 0.5,
        p: 0,
        listStyle: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'grey.400',
        borderRadius: 1,
        boxShadow: 3,
        '&[hidden]': { display: 'none' },
      }}
    >
      {suggestions.map((suggestion, index) => (
        // Keyboard use goes through the text box (aria-activedescendant); the option only needs the pointer.
        <Box
          component="li"
          key={`${suggestion.kind}:${suggestion.id}:${suggestion.label}`}
          id={suggestionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            px: 1.5,
            py: 0.75,
            cursor: 'pointer',
            color: 'text.primary',
            fontSize: '0.95rem',
            '&[aria-selected="true"], &:hover': { bgcolor: 'action.selected' },
          }}
        >
          <span>{suggestion.label}</span>{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
            {kindLabels[suggestion.kind] ?? suggestion.kind}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
