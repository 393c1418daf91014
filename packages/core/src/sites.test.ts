import { describe, expect, it } from 'vitest';
import { SITE_TEXT, deploymentUrlText } from './sites.ts';

describe('deployment URL texts', () => {
  it("keeps the spec's Netlify words when Netlify hosts the site", () => {
    expect(deploymentUrlText('netlify')).toEqual({
      saved: SITE_TEXT.netlifyUrlSaved,
      failed: SITE_TEXT.netlifyUrlFailed,
      required: SITE_TEXT.netlifyUrlRequired,
    });
  });

  it('speaks of the deployment URL, not Netlify, when Themeport hosts the site', () => {
    expect(deploymentUrlText('local')).toEqual({
      saved: 'Deployment URL saved successfully!',
      failed: 'Failed to save deployment URL',
      required: 'Please enter a deployment URL',
    });
    expect(deploymentUrlText(null).saved).not.toMatch(/Netlify/);
    expect(deploymentUrlText(null).required).not.toMatch(/Netlify/);
  });
});
