import {
  BRAND_IMAGE_ROLE_LABELS,
  BRAND_IMAGE_ROLES,
  SITE_SETTINGS_LIMITS,
  imageAddressProblem,
  type BrandImageRole,
} from '@themeport/core';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ImageField } from '../media/image-field';
import { newImageKey, type BrandingDraft } from './form';

type Image = BrandingDraft['images'][number];

/** spec 000 §3 brand_assets.images: each image with its role (a 'logo' shows in the site's header) and alt text. */
export function BrandImages({
  accountId,
  images,
  errors,
  disabled,
  onChange,
}: {
  accountId: string;
  images: Image[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (images: Image[]) => void;
}) {
  const update = (index: number, patch: Partial<Image>) =>
    onChange(images.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  return (
    <div className="flex flex-col gap-4">
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No brand images yet. Add your logo to show it in the site’s header.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {images.map((image, index) => (
            <BrandImageRow
              key={image.key}
              accountId={accountId}
              image={image}
              number={index + 1}
              urlError={errors[`brand_assets.images.${index}.url`]}
              altError={errors[`brand_assets.images.${index}.alt`]}
              disabled={disabled}
              onChange={(patch) => update(index, patch)}
              onRemove={() => onChange(images.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      {errors['brand_assets.images'] ? (
        <p className="text-[13px] text-danger">{errors['brand_assets.images']}</p>
      ) : null}
      {disabled ? null : (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={images.length >= SITE_SETTINGS_LIMITS.images}
            onClick={() =>
              onChange([
                ...images,
                {
                  key: newImageKey(),
                  url: '',
                  alt: '',
                  role: images.some((i) => i.role === 'logo') ? 'other' : 'logo',
                },
              ])
            }
          >
            <ImagePlus aria-hidden="true" />
            Add image
          </Button>
        </div>
      )}
    </div>
  );
}

function BrandImageRow({
  accountId,
  image,
  number,
  urlError,
  altError,
  disabled,
  onChange,
  onRemove,
}: {
  accountId: string;
  image: Image;
  number: number;
  urlError: string | undefined;
  altError: string | undefined;
  disabled: boolean;
  onChange: (patch: Partial<Image>) => void;
  onRemove: () => void;
}) {
  const roleId = useId();
  const altId = useId();
  const hasPreview = image.url.trim() !== '' && imageAddressProblem(image.url) === null;
  return (
    <li className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[4rem_minmax(0,1fr)]">
      <div className="flex size-16 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
        {hasPreview ? <img src={image.url.trim()} alt="" className="max-h-full max-w-full object-contain" /> : null}
      </div>
      <div className="grid min-w-0 gap-3">
        <ImageField
          accountId={accountId}
          label={`Image ${number} address`}
          value={image.url}
          onChange={(url) => onChange({ url })}
          disabled={disabled}
          error={urlError}
        />
        <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={roleId}>Role</Label>
            <Select
              id={roleId}
              value={image.role}
              onChange={(event) => onChange({ role: event.target.value as BrandImageRole })}
              disabled={disabled}
            >
              {BRAND_IMAGE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {BRAND_IMAGE_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={altId}>Alternative text</Label>
            <Input
              id={altId}
              value={image.alt}
              placeholder="What the image shows"
              onChange={(event) => onChange({ alt: event.target.value })}
              disabled={disabled}
            />
          </div>
          {disabled ? null : (
            <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove image ${number}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
        {altError ? <p className="text-[13px] text-danger">{altError}</p> : null}
      </div>
    </li>
  );
}
