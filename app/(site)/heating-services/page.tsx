import { ServicesHub, servicesHubMetadata } from '@/components/sections/services-hub';

export const metadata = servicesHubMetadata();

export default function HeatingServicesPage() {
  return <ServicesHub />;
}
