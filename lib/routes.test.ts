import { getLocation, getLocations, getServices } from '@/lib/content';
import { parseServiceInTown, routes, serviceInTownParam } from '@/lib/routes';

const serviceSlugs = getServices().map((s) => s.slug);
const isLocation = (slug: string) => Boolean(getLocation(slug));

describe('service-in-town paths', () => {
  it('parse back to the service and area they were built from, for every page, each at an address of its own', () => {
    const params: string[] = [];
    for (const service of getServices()) {
      for (const location of getLocations()) {
        const param = serviceInTownParam(service.slug, location.slug);
        expect(routes.serviceInTown(service.slug, location.slug)).toBe(`/${param}/`);
        expect(parseServiceInTown(param, serviceSlugs, isLocation)).toEqual({ serviceSlug: service.slug, locationSlug: location.slug });
        params.push(param);
      }
    }
    expect(params.filter((param, index) => params.indexOf(param) !== index)).toEqual([]);
  });

  it('tells a longer service slug from a shorter one it starts with', () => {
    // "worcester-oil-boiler-installation" must not be read as "worcester-..." plus a town.
    expect(parseServiceInTown('worcester-oil-boiler-installation-in-louth', serviceSlugs, isLocation)).toEqual({
      serviceSlug: 'worcester-oil-boiler-installation',
      locationSlug: 'louth',
    });
  });

  it('knows nothing of unknown areas or services', () => {
    expect(parseServiceInTown('boiler-repair-in-atlantis', serviceSlugs, isLocation)).toBeUndefined();
    expect(parseServiceInTown('roof-repair-in-hull', serviceSlugs, isLocation)).toBeUndefined();
    expect(parseServiceInTown('boiler-repair-hull', serviceSlugs, isLocation)).toBeUndefined();
  });
});
