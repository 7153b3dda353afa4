// A product picture that falls back to the placeholder when missing or failing to load,
// including failures that happened before hydration.
import { useEffect, useRef, useState } from 'react';
import { PRODUCT_PLACEHOLDER } from '../../../components/catalogue/productPlaceholder';

interface Props {
  src: string;
  alt: string;
  className?: string;
}

export function ProductImage({ src, alt, className }: Props) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      src={failed ? PRODUCT_PLACEHOLDER : src}
      alt={alt}
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
