// The static JSON lists of names (001 §7) as the stories' mock server answers them: the dataset's own files, so a
// story offers the accessions the running portal offers.
import { http, HttpResponse } from 'msw';
import germplasmEcotypes from '../../../../../data/static/germplasm-ecotypes.json';
import polymorphismEcotypes from '../../../../../data/static/polymorphism-ecotypes.json';
import { handlers } from '../../../../../mocks/handlers';

export const handlersWithStaticLists = [
  http.get('*/api/static/germplasm-ecotypes.json', () => HttpResponse.json(germplasmEcotypes)),
  http.get('*/api/static/polymorphism-ecotypes.json', () => HttpResponse.json(polymorphismEcotypes)),
  ...handlers,
];
