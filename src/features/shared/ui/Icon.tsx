// The islands' twin of Icon.astro. `svg` is one body from components/iconBodies.ts, imported
// by the caller so that only the icons an island draws are bundled.
interface Props {
  svg: string;
  size?: number;
  className?: string;
  label?: string;
}

export function Icon({ svg, size = 20, className, label }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
