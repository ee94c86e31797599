import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /meal-plan/:id: placeholder until the meal plan view lands (issue 7). */
export function MealPlanRoute() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Meal Plan">
      <p>
        Meal plan <span className="font-mono text-fg">{id}</span> will show here: its summary, the
        shopping list with the store cart button, and each day's meals with their recipes.
      </p>
    </PlaceholderPage>
  );
}
