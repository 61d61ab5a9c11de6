// What the content bench's businesses are made of: the same builders as the writer's test businesses.
export {
  analysis,
  profile,
  type SampleBusiness as BenchBusiness,
  type Site,
} from '@plume/api/integrations/writer/fixtures/business-kit';
