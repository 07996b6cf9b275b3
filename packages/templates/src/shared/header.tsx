/** @jsxRuntime automatic */
import type { Basics, CustomField, ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { ContactIcon, SlugIcon } from "./icons.tsx";
import { safeHref, safeImageSrc } from "./sanitize.ts";
import { Link } from "./text.tsx";

/**
 * The picture as `img.vt-picture`: width = size px, height = size / aspect ratio, cropped to fill, with the
 * border radius; `.vt-picture-border` and `.vt-picture-grayscale` carry the effects. Nothing when hidden,
 * empty, or not an address the printer may load.
 */
export const Picture = ({ basics, className }: { basics: Basics; className?: string }) => {
  const { picture } = basics;
  const src = safeImageSrc(picture.url);
  if (picture.effects.hidden || src === undefined || picture.size <= 0) return null;
  const classes = [
    "vt-picture",
    picture.effects.border ? "vt-picture-border" : "",
    picture.effects.grayscale ? "vt-picture-grayscale" : "",
    className ?? "",
  ].filter(Boolean);
  const style: CSSProperties = {
    width: `${picture.size}px`,
    height: `${Math.round((picture.size / picture.aspectRatio) * 100) / 100}px`,
    borderRadius: `${picture.borderRadius}px`,
  };
  return (
    <img
      className={classes.join(" ")}
      src={src}
      alt={basics.name.trim()}
      style={style}
      data-field="picture"
    />
  );
};

/** `h1.vt-name`; nothing when the name is empty. */
export const Name = ({ basics }: { basics: Basics }) =>
  basics.name.trim() === "" ? null : (
    <h1 className="vt-name" data-field="name">
      {basics.name}
    </h1>
  );

/** `p.vt-headline`; nothing when empty. */
export const Headline = ({ basics }: { basics: Basics }) =>
  basics.headline.trim() === "" ? null : (
    <p className="vt-headline" data-field="headline">
      {basics.headline}
    </p>
  );

const CustomFieldValue = ({ field }: { field: CustomField }) => {
  const name = field.name.trim();
  if (safeHref(field.value) !== undefined && !field.value.startsWith("tel:")) {
    return <Link href={field.value}>{name === "" ? undefined : name}</Link>;
  }
  return <span>{name === "" ? field.value : `${name}: ${field.value}`}</span>;
};

/**
 * Contact details as `ul.vt-contact > li.vt-contact-item.vt-contact-<email|phone|location|url|custom>`,
 * each with its icon (unless icons are hidden) and real-text value; e-mail, phone and url are links.
 */
export const ContactList = ({ data, className }: { data: ResumeData; className?: string }) => {
  const { basics } = data;
  const hidden = data.metadata.typography.hideIcons;
  const email = basics.email.trim();
  const phone = basics.phone.trim();
  const location = basics.location.trim();
  const url = basics.url.href.trim();
  const urlLabel = basics.url.label.trim();
  const fields = basics.customFields.filter((field) => field.value.trim() !== "" || field.name.trim() !== "");
  if (
    email === "" &&
    phone === "" &&
    location === "" &&
    url === "" &&
    urlLabel === "" &&
    fields.length === 0
  ) {
    return null;
  }
  return (
    <ul className={className === undefined ? "vt-contact" : `vt-contact ${className}`} data-field="contact">
      {email === "" ? null : (
        <li className="vt-contact-item vt-contact-email">
          <ContactIcon name="email" hidden={hidden} />
          <Link href={`mailto:${email}`}>{email}</Link>
        </li>
      )}
      {phone === "" ? null : (
        <li className="vt-contact-item vt-contact-phone">
          <ContactIcon name="phone" hidden={hidden} />
          <Link href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</Link>
        </li>
      )}
      {location === "" ? null : (
        <li className="vt-contact-item vt-contact-location">
          <ContactIcon name="location" hidden={hidden} />
          <span>{location}</span>
        </li>
      )}
      {url === "" && urlLabel === "" ? null : (
        <li className="vt-contact-item vt-contact-url">
          <ContactIcon name="link" hidden={hidden} />
          <Link href={url}>{urlLabel === "" ? undefined : urlLabel}</Link>
        </li>
      )}
      {fields.map((field) => (
        <li key={field.id} className="vt-contact-item vt-contact-custom">
          {field.icon.trim() === "" ? null : <SlugIcon slug={field.icon} hidden={hidden} />}
          <CustomFieldValue field={field} />
        </li>
      ))}
    </ul>
  );
};

/** `.vt-header-text`: name, headline and contact list, the text beside (or under) the picture. */
export const HeaderText = ({ data }: { data: ResumeData }) => (
  <div className="vt-header-text">
    <Name basics={data.basics} />
    <Headline basics={data.basics} />
    <ContactList data={data} />
  </div>
);

/**
 * The usual header: `header.vt-header` with the picture, then the header text. Templates that need another
 * arrangement compose the pieces above themselves.
 */
export const Header = ({ data, className }: { data: ResumeData; className?: string }) => (
  <header className={className === undefined ? "vt-header" : `vt-header ${className}`}>
    <Picture basics={data.basics} />
    <HeaderText data={data} />
  </header>
);
