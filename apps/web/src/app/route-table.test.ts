import { PAGE_ROUTES } from '@infragen/contracts';
import { ROUTE_TABLE } from './routes';

describe('the route table', () => {
  // The api answers 404 for any address outside PAGE_ROUTES: the router must show exactly those.
  it('has exactly the addresses of the shared page route table', () => {
    expect(ROUTE_TABLE.map(([path]) => path).sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
  });
});
