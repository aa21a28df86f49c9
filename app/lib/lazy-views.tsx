import { type ComponentType, Suspense, use } from "react";
import { holdHydrationFor } from "./hydration.ts";

/** Views a route shows one of, each its own chunk, and those already loaded. */
export type LazyViews<Name extends string> = {
  /** The HTML attribute marking the view the server rendered. */
  attribute: string;
  load(name: Name): Promise<ComponentType<never>>;
  loaded(name: Name): ComponentType<never> | undefined;
};

/**
 * Views a route shows one of, each its own chunk loaded for the page that shows it: the browser
 * never loads the others (docs/decisions/022). The view the server rendered is marked in the
 * HTML (`data-{marker}-view`) and its code loads before hydration (app/lib/hydration.ts).
 */
export function lazyViews<Name extends string>(
  marker: string,
  views: Record<Name, () => Promise<ComponentType<never>>>,
): LazyViews<Name> {
  const attribute = `data-${marker}-view`;
  const loaded: Partial<Record<Name, ComponentType<never>>> = {};
  const loading: Partial<Record<Name, Promise<ComponentType<never>>>> = {};
  const isName = (name: string): name is Name => name in views;

  function load(name: Name): Promise<ComponentType<never>> {
    loading[name] ??= views[name]().then((view) => {
      loaded[name] = view;
      return view;
    });
    return loading[name];
  }

  // The server loads every view at once: a render never waits for code, so the whole page is in
  // its HTML in document order (readable without JavaScript).
  if (typeof document === "undefined")
    for (const name of Object.keys(views)) void load(name as Name);
  else {
    const rendered = document.querySelector(`[${attribute}]`)?.getAttribute(attribute);
    if (rendered && isName(rendered)) holdHydrationFor(load(rendered));
  }
  return { attribute, load, loaded: (name) => loaded[name] };
}

type ViewProps<Name extends string> = { views: LazyViews<Name>; name: Name; props: object };

function View<Name extends string>({ views, name, props }: ViewProps<Name>) {
  const Loaded = (views.loaded(name) ?? use(views.load(name))) as ComponentType<object>;
  return <Loaded {...props} />;
}

/** The named view, marked; if its code isn't here yet, the server's HTML stays until it is. */
export function LazyView<Name extends string>({ views, name, props }: ViewProps<Name>) {
  return (
    <div {...{ [views.attribute]: name }} className="contents">
      <Suspense>
        <View views={views} name={name} props={props} />
      </Suspense>
    </div>
  );
}
