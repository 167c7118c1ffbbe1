import type { ReactNode } from "react";
import type { ComponentName } from "../../../component-registry/components.js";

/** The components a page can hold: all but the site header, which is a site module. */
export type PageComponentName = Exclude<ComponentName, "Header">;

/*
 * Schematic drawings of what each component looks like on a page, on a 96 × 60 canvas. Colours come from
 * the classes (module-list.css): ink for text lines, picture for images, accent for buttons and links.
 */
const line = (x: number, y: number, width: number, className = "thumb-ink") => <rect className={className} x={x} y={y} width={width} height={3} rx={1.5} />;

const picture = (x: number, y: number, width: number, height: number) => (
  <>
    <rect className="thumb-picture" x={x} y={y} width={width} height={height} rx={2} />
    <path className="thumb-picture-ink" d={`M${x + 3} ${y + height - 3} l${width * 0.3} ${-height * 0.45} l${width * 0.2} ${height * 0.25} l${width * 0.15} ${-height * 0.12} l${width * 0.35 - 6} ${height * 0.32} z`} />
  </>
);

const button = (x: number, y: number, width: number) => <rect className="thumb-accent" x={x} y={y} width={width} height={8} rx={4} />;

const drawings: Record<PageComponentName, ReactNode> = {
  RichText: (
    <>
      {line(10, 10, 44, "thumb-heading")}
      {line(10, 20, 76)}
      {line(10, 27, 70)}
      {line(10, 34, 74)}
      <circle className="thumb-ink" cx={12} cy={43.5} r={1.5} />
      {line(17, 42, 40)}
      <circle className="thumb-ink" cx={12} cy={50.5} r={1.5} />
      {line(17, 49, 32)}
    </>
  ),
  Image: (
    <>
      {picture(16, 6, 64, 38)}
      {line(30, 50, 36)}
    </>
  ),
  BannerCarousel: (
    <>
      {picture(14, 6, 68, 40)}
      <path className="thumb-stroke" d="M9 22 l-4 4 l4 4 M87 22 l4 4 l-4 4" />
      <circle className="thumb-accent" cx={42} cy={53} r={2} />
      <circle className="thumb-ink" cx={48} cy={53} r={2} />
      <circle className="thumb-ink" cx={54} cy={53} r={2} />
    </>
  ),
  TopBanner: (
    <>
      {picture(4, 4, 88, 52)}
      <rect className="thumb-heading" x={12} y={16} width={48} height={5} rx={2.5} />
      {line(12, 26, 36, "thumb-ink-light")}
      {button(12, 36, 24)}
    </>
  ),
  ConversionButton: (
    <>
      {line(26, 16, 44)}
      <rect className="thumb-accent" x={24} y={26} width={48} height={14} rx={7} />
      {line(34, 31.5, 28, "thumb-on-accent")}
    </>
  ),
  LeadForm: (
    <>
      {line(10, 7, 40, "thumb-heading")}
      <rect className="thumb-field" x={10} y={16} width={76} height={8} rx={2} />
      <rect className="thumb-field" x={10} y={28} width={76} height={8} rx={2} />
      <rect className="thumb-field" x={10} y={40} width={36} height={8} rx={2} />
      {button(58, 40, 28)}
    </>
  ),
  Faq: (
    <>
      {[8, 28, 40].map((y) => (
        <g key={y}>
          <rect className="thumb-field" x={8} y={y} width={80} height={9} rx={2} />
          {line(12, y + 3, 44)}
          <path className="thumb-stroke" d={y === 8 ? `M78 ${y + 6} l3 -3 l3 3` : `M78 ${y + 3} l3 3 l3 -3`} />
        </g>
      ))}
      {line(12, 20, 60, "thumb-ink-light")}
    </>
  ),
  TeacherList: (
    <>
      {[20, 48, 76].map((x) => (
        <g key={x}>
          <circle className="thumb-picture" cx={x} cy={22} r={10} />
          <circle className="thumb-picture-ink" cx={x} cy={19} r={3.5} />
          <path className="thumb-picture-ink" d={`M${x - 7} ${29} a7 6 0 0 1 14 0 z`} />
          {line(x - 10, 38, 20)}
          {line(x - 7, 45, 14, "thumb-ink-light")}
        </g>
      ))}
    </>
  ),
  AdSlot: (
    <>
      <rect className="thumb-dashed" x={8} y={8} width={80} height={44} rx={3} />
      {picture(14, 14, 50, 32)}
      <rect className="thumb-accent" x={70} y={14} width={12} height={7} rx={2} />
      {line(70, 28, 12)}
      {line(70, 35, 9)}
    </>
  ),
  AppDownload: (
    <>
      <rect className="thumb-outline" x={12} y={8} width={22} height={40} rx={4} />
      <rect className="thumb-outline" x={40} y={12} width={34} height={36} rx={3} />
      <path className="thumb-stroke" d="M23 20 v12 M18 27 l5 5 l5 -5 M57 22 v12 M52 29 l5 5 l5 -5" />
      {button(12, 52, 22)}
      {button(46, 52, 22)}
    </>
  ),
  CampusList: (
    <>
      {[8, 24, 40].map((y) => (
        <g key={y}>
          <path className="thumb-accent" d={`M16 ${y + 12} c-5 -5 -6 -7 -6 -9 a6 6 0 0 1 12 0 c0 2 -1 4 -6 9 z`} />
          <circle className="thumb-on-accent" cx={16} cy={y + 3} r={2} />
          {line(28, y + 1, 40)}
          {line(28, y + 7, 54, "thumb-ink-light")}
        </g>
      ))}
    </>
  ),
  JobListings: (
    <>
      {[6, 24, 42].map((y) => (
        <g key={y}>
          <rect className="thumb-field" x={8} y={y} width={80} height={13} rx={2} />
          {line(13, y + 3, 36)}
          {line(13, y + 8, 24, "thumb-ink-light")}
          <path className="thumb-stroke" d={`M78 ${y + 5} l3 3 l3 -3`} />
        </g>
      ))}
    </>
  ),
  ResourceList: (
    <>
      {[8, 30].map((y) => (
        <g key={y}>
          <path className="thumb-outline" d={`M10 ${y} h11 l5 5 v13 h-16 z`} />
          {line(32, y + 3, 40)}
          {line(32, y + 10, 52, "thumb-ink-light")}
        </g>
      ))}
      {line(62, 52, 24, "thumb-accent")}
    </>
  ),
  PdfLink: (
    <>
      <path className="thumb-outline" d="M30 6 h26 l10 10 v38 h-36 z" />
      <path className="thumb-stroke" d="M56 6 v10 h10" />
      <rect className="thumb-accent" x={26} y={28} width={24} height={10} rx={2} />
      {line(38, 44, 22)}
      {line(24, 56, 48, "thumb-accent")}
    </>
  ),
  Video: (
    <>
      <rect className="thumb-screen" x={12} y={4} width={72} height={42} rx={3} />
      <path className="thumb-on-screen" d="M43 17 v16 l13 -8 z" />
      <rect className="thumb-ink-light" x={12} y={51} width={72} height={3} rx={1.5} />
      <rect className="thumb-accent" x={12} y={51} width={26} height={3} rx={1.5} />
    </>
  ),
  Newsletter: (
    <>
      <rect className="thumb-outline" x={34} y={6} width={28} height={20} rx={2} />
      <path className="thumb-stroke" d="M34 7 l14 11 l14 -11" />
      {line(28, 32, 40)}
      <rect className="thumb-field" x={14} y={42} width={46} height={10} rx={2} />
      <rect className="thumb-accent" x={64} y={42} width={18} height={10} rx={2} />
    </>
  ),
  CourseList: (
    <>
      {[6, 36, 66].map((x) => (
        <g key={x}>
          <rect className="thumb-field" x={x} y={8} width={24} height={44} rx={3} />
          <rect className="thumb-accent" x={x} y={8} width={24} height={10} rx={3} />
          {line(x + 3, 23, 18)}
          {line(x + 3, 30, 14, "thumb-ink-light")}
          {line(x + 3, 44, 10, "thumb-heading")}
        </g>
      ))}
    </>
  ),
};

/** A small drawing of a page component, for the component palette (decorative: the title says what it is). */
export function ComponentThumbnail({ name }: { name: PageComponentName }) {
  return (
    <svg className="component-thumbnail" viewBox="0 0 96 60" width={96} height={60} aria-hidden="true" focusable="false">
      {drawings[name]}
    </svg>
  );
}
