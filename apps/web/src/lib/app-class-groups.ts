// The classes only the app's other pages write (scripts/class-groups.ts): `cn` learns them with
// those pages' routes (app-routes.tsx imports this first), so the storefront's first script
// carries only its own (decision 046, stop 38).
import packedAppGroups from './class-groups-app.json';
import { addClassGroups } from './utils';

addClassGroups(packedAppGroups);
