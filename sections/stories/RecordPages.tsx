import { useRoutes } from 'react-router';
import { recordSchemas } from '../../schemas';
import { recordTypes } from '../index';
import { detailRoutes } from '../../src/engine/detailRoutes';

const routes = detailRoutes(recordTypes, recordSchemas);

/** Every detail route, for stories that show whole pages at a URL (parameters.route). */
export function RecordPages() {
  return useRoutes(routes);
}
