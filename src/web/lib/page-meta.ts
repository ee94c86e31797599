import { useEffect } from 'react';
import { pageTitle } from '../../shared/brand';

export interface PageMeta {
  /** The page part of "{page} | PantryPilot - Smart Meal Planning & Budget Shopping". */
  title: string;
  description: string;
  /** Pages a search engine should not list (the signed-in app, errors). */
  noindex?: boolean;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/**
 * Title, description, robots and social tags for the current page. It updates the tags
 * index.html ships (rather than adding more) so crawlers never see duplicates.
 */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  useEffect(() => {
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
  }, [title, description, noindex]);
}
