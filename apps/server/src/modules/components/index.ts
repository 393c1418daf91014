// The components module's face: what other modules may use (docs/decisions/014). The editor's
// saves (the bridge) go through changeComponent, which validates, merges and bumps the version.
export {
  changeComponent,
  getComponent,
  listPageComponents,
  toComponentInstance,
  type ComponentDeps,
  type ComponentTarget,
} from './service.ts';
