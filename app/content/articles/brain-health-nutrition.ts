import type { Article } from "../article";

export const article: Article = {
  id: "brain-health-nutrition",
  title: "Top 10 Brain-Boosting Foods for Mental Clarity",
  description:
    "Ten everyday foods that supply nutrients your brain relies on, plus simple ways to work them into meals for steadier focus and energy.",
  category: "Nutrition",
  readTime: "5 min read",
  published: "2024-03-12",
  thumbnail: "/images/articles/brain-health-nutrition.svg",
  body: `Your brain makes up about 2 percent of your body weight but uses roughly 20 percent of the energy you take in each day. It relies on a steady supply of fuel, healthy fats, vitamins, minerals and plant compounds to build cells, send signals and stay sharp. No single food will transform your thinking overnight, but an eating pattern rich in the foods below gives your brain what it needs to do its best work.

## Why Food Matters for Focus

Research on eating patterns such as the Mediterranean and MIND diets links diets high in vegetables, berries, fish, nuts, whole grains and olive oil with better memory and thinking as people age. The common thread is variety: plenty of plants, healthy fats and minimally processed foods.

## The Top 10 Foods

### 1. Fatty Fish

Salmon, sardines, trout and mackerel are rich in the omega-3 fats DHA and EPA. DHA is a major structural fat in brain cell membranes. The Dietary Guidelines for Americans suggest about 8 ounces of seafood per week for most adults.

### 2. Blueberries and Other Berries

Berries get their deep colors from plant compounds called anthocyanins, which have antioxidant properties. Studies in older adults have linked regular berry intake with better memory. Fresh or frozen both work well.

### 3. Leafy Greens

Spinach, kale, collards and romaine supply folate, vitamin K, lutein and beta carotene. In one long-running study, older adults who ate about a serving of leafy greens a day showed slower age-related changes in memory than those who rarely ate them.

### 4. Walnuts and Other Nuts

Walnuts are one of the few nuts with a meaningful amount of plant omega-3 fat, called ALA. Almonds, hazelnuts and pistachios add vitamin E, an antioxidant nutrient. A small handful, about one ounce, is a typical serving.

### 5. Eggs

Egg yolks are one of the richest common sources of choline, a nutrient your body uses to make acetylcholine, a messenger involved in memory and mood. Eggs also provide vitamin B12 and high-quality protein.

### 6. Whole Grains

Oats, brown rice, quinoa, barley and whole-wheat bread release glucose more gradually than refined grains. That slower release helps keep your energy, and your attention, steadier through the morning or afternoon.

### 7. Beans and Lentils

Legumes combine fiber, protein and slowly digested carbohydrates, along with folate, iron and magnesium. They are also affordable and versatile, easy to add to soups, salads and grain bowls.

### 8. Extra-Virgin Olive Oil

A cornerstone of the Mediterranean diet, extra-virgin olive oil supplies monounsaturated fats and polyphenols. Use it as your everyday oil for cooking, roasting vegetables and making dressings.

### 9. Pumpkin Seeds

These small seeds deliver magnesium, zinc, iron and copper, minerals that play roles in nerve signaling. Sprinkle them on yogurt, oatmeal or salads, or roast them with a pinch of salt for a snack.

### 10. Dark Chocolate and Cocoa

Cocoa contains flavanols, plant compounds studied for their effects on blood flow, including blood flow to the brain. Choose chocolate with 70 percent cacao or more and enjoy it in small portions, since it is also high in calories and contains some caffeine.

## Putting It on Your Plate

You do not need to eat all ten foods every day. Aim to include a few of them in most meals. Here is what a brain-friendly day might look like:

- Breakfast: oatmeal topped with blueberries, walnuts and pumpkin seeds.
- Lunch: a big leafy green salad with lentils, olive oil dressing and a hard-boiled egg.
- Snack: an apple with a small square of dark chocolate.
- Dinner: baked salmon with quinoa and roasted vegetables.

**Consistency matters more than perfection. Small, regular choices add up over months and years.**

### Shopping and Prep Tips

- Buy frozen berries, spinach and fish fillets. They are picked or caught at their peak, keep for months and cost less than many fresh options.
- Keep canned salmon, sardines and low-sodium beans in the pantry for quick lunches.
- Cook a big batch of quinoa, brown rice or lentils on the weekend to use through the week.
- Store nuts and seeds in the refrigerator or freezer so their delicate fats stay fresh.
- Wash and chop greens as soon as you get home, so they are ready when you are hungry.
- Read labels on breads and cereals and look for a whole grain listed as the first ingredient.

## Habits That Support Mental Clarity

Food is only part of the picture. A few other habits make a real difference in how clearly you think day to day.

- Drink water regularly. Even mild dehydration can affect attention and mood.
- Sleep seven or more hours. Sleep is when the brain consolidates memories.
- Move every day. Regular physical activity supports healthy blood flow to the brain.
- Limit added sugars and ultra-processed snacks, which can lead to energy swings.
- Stay mentally and socially engaged through reading, learning and time with others.

## A Note on Supplements

Omega-3 capsules, B vitamins and herbal products such as ginkgo or lion's mane mushroom are popular with people interested in brain health. Evidence for most of them is still limited, and some can interact with medications, including blood thinners. Talk to your healthcare provider before starting any supplement, especially if you take medication or are pregnant or breastfeeding.

## When to Seek Professional Help

Occasional forgetfulness, such as misplacing your keys, is common. See a doctor if you or someone close to you notices:

- Memory problems that are getting worse or interfere with daily life.
- Confusion about time, places or familiar tasks.
- Ongoing brain fog, fatigue or trouble concentrating that does not improve with rest.
- Changes in mood, personality or judgment.

Seek emergency care right away by calling 911 for sudden confusion, trouble speaking, facial drooping, weakness on one side of the body or a sudden severe headache.`,
};
