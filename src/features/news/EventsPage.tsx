import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '../../ui/ExternalLink';
import { ListState } from './ListState';
import { NewsPageHeading } from './NewsPageHeading';
import { isWebAddress } from './isWebAddress';
import { readableDateRange } from './newsDates';
import { CURATOR_EMAIL } from './newsLinks';
import { useNewsEvents } from './newsQueries';
import type { NewsEvent } from './newsSchemas';

const placeOf = ({ location }: NewsEvent) =>
  [location?.CityName, location?.RegionName, location?.CountryName].filter((part) => part && part.trim()).join(', ');

function EventEntry({ event }: { event: NewsEvent }) {
  const place = placeOf(event);
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Typography variant="h6" component="h2">
        {isWebAddress(event.uri) ? <ExternalLink href={event.uri}>{event.headline}</ExternalLink> : event.headline}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {readableDateRange(event.begins, event.ends)}
      </Typography>
      {event.venue && <Typography variant="body2">{event.venue}</Typography>}
      {place && <Typography variant="body2">{place}</Typography>}
    </ListItem>
  );
}

/** /news/events: conferences, courses and workshops that have not yet ended. */
export function EventsPage() {
  const { data } = useNewsEvents();
  return (
    <>
      <NewsPageHeading title="Events" feed="events">
        <Typography>
          Know of a meeting our readers should hear about? Please e-mail event suggestions to the curators at{' '}
          <Link href={`mailto:${CURATOR_EMAIL}`}>{CURATOR_EMAIL}</Link>.
        </Typography>
      </NewsPageHeading>
      <ListState items={data} noun="events">
        {(events) => (
          <Box>
            <List aria-label="Events">
              {events.map((event, index) => (
                <EventEntry key={event.id ?? index} event={event} />
              ))}
            </List>
          </Box>
        )}
      </ListState>
    </>
  );
}
