import type { Decorator } from '@storybook/react-vite';
import type { SequenceRequest } from './sequenceModalRules';

// Shared by the viewer's stories: the request a results page would have stored.

export const STORY_REQUEST_KEY = 'searchParams_1767225600000';

export const storyRequest: SequenceRequest = {
  locusIds: ['AT1G01010', 'AT1G01020', 'AT2G03340'],
  dataset: 'araport11_coding',
  format: 'one_per_locus',
};

/** What the server says when it refuses a request. */
export const STORY_REFUSAL = 'dataset must be one of the 13 sequence sources.';

export const viewerRoute = (key = STORY_REQUEST_KEY) => `/sequences?key=${key}`;

/** Stores the request before the viewer reads it, as the results page does before opening the viewer. */
export const withStoredRequest =
  (request: SequenceRequest = storyRequest, key = STORY_REQUEST_KEY): Decorator =>
  (Story) => {
    window.localStorage.setItem(key, JSON.stringify(request));
    return <Story />;
  };

/** Leaves no stored request behind (a story of a request that is gone). */
export const withoutStoredRequest =
  (key = STORY_REQUEST_KEY): Decorator =>
  (Story) => {
    window.localStorage.removeItem(key);
    return <Story />;
  };
