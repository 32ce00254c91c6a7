import { ComingSoon } from '../../../components/layout/coming-soon';

export default function CreateMusicianRoute() {
  return <ComingSoon title="Create Musician" />;
}
