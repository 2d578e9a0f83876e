// UIKit Dynamics' rigid bodies: a small C interface over Box2D 2.4 (libbox2d-dev), so that the
// Swift side needs no C++ interop. Units are Box2D's (metres, kilograms, seconds); the Swift side
// converts from points.
#ifndef CBOX2D_H
#define CBOX2D_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct OUKWorld OUKWorld;
typedef struct OUKBody OUKBody;
typedef struct OUKJoint OUKJoint;

typedef struct { float x, y; } OUKVec;

/// What a shape collides with. An item's shape collides with another item's when their item masks
/// share a bit (a collision behaviour containing both), and with a boundary when its boundary mask
/// shares a bit with the boundary's owner mask. Boundaries never collide with each other.
typedef struct {
    float density, friction, restitution;
    int64_t tag;
    uint64_t itemMask, boundaryMask, ownerMask;
    bool isBoundary;
} OUKShapeDef;

/// A contact that began or ended during the last step, between two tagged shapes.
typedef struct {
    int64_t tagA, tagB;
    bool isBoundaryA, isBoundaryB;
    bool began;
    OUKVec point;
} OUKContactEvent;

OUKWorld *ouk_world_create(void);
void ouk_world_destroy(OUKWorld *world);
void ouk_world_step(OUKWorld *world, float dt, int velocityIterations, int positionIterations);
int ouk_world_awake_count(const OUKWorld *world);
int ouk_world_contact_event_count(const OUKWorld *world);
OUKContactEvent ouk_world_contact_event(const OUKWorld *world, int index);
void ouk_world_clear_contact_events(OUKWorld *world);

OUKBody *ouk_body_create(OUKWorld *world, bool isStatic, OUKVec position, float angle);
void ouk_body_destroy(OUKWorld *world, OUKBody *body);
void ouk_body_add_polygon(OUKBody *body, const OUKVec *vertices, int count, OUKShapeDef def);
void ouk_body_add_circle(OUKBody *body, OUKVec center, float radius, OUKShapeDef def);
void ouk_body_add_edge(OUKBody *body, OUKVec a, OUKVec b, OUKShapeDef def);
void ouk_body_remove_shapes(OUKBody *body);
void ouk_body_set_material(OUKBody *body, float density, float friction, float restitution);
void ouk_body_set_masks(OUKBody *body, uint64_t itemMask, uint64_t boundaryMask);
void ouk_body_set_static(OUKBody *body, bool isStatic);
void ouk_body_set_damping(OUKBody *body, float linear, float angular);
void ouk_body_set_fixed_rotation(OUKBody *body, bool fixed);
OUKVec ouk_body_position(const OUKBody *body);
float ouk_body_angle(const OUKBody *body);
void ouk_body_set_transform(OUKBody *body, OUKVec position, float angle);
OUKVec ouk_body_linear_velocity(const OUKBody *body);
void ouk_body_set_linear_velocity(OUKBody *body, OUKVec velocity);
float ouk_body_angular_velocity(const OUKBody *body);
void ouk_body_set_angular_velocity(OUKBody *body, float omega);
float ouk_body_mass(const OUKBody *body);
float ouk_body_inertia(const OUKBody *body);
void ouk_body_apply_force(OUKBody *body, OUKVec force, OUKVec point, bool wake);
void ouk_body_apply_impulse(OUKBody *body, OUKVec impulse, OUKVec point);
void ouk_body_apply_torque(OUKBody *body, float torque);
bool ouk_body_is_awake(const OUKBody *body);
void ouk_body_set_awake(OUKBody *body, bool awake);

/// A spring or rod between two anchors (world points); frequency 0 makes it rigid.
OUKJoint *ouk_distance_joint_create(OUKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchorA, OUKVec anchorB,
                                    float length, float minLength, float maxLength,
                                    float frequency, float dampingRatio, bool collideConnected);
void ouk_distance_joint_set(OUKJoint *joint, float length, float minLength, float maxLength,
                            float frequency, float dampingRatio);
float ouk_distance_joint_length(const OUKJoint *joint);
/// Pulls a body's point towards a target with a spring (Box2D's mouse joint).
OUKJoint *ouk_target_joint_create(OUKWorld *world, OUKBody *ground, OUKBody *body, OUKVec target,
                                  float maxForce, float frequency, float dampingRatio);
void ouk_target_joint_set(OUKJoint *joint, OUKVec target, float maxForce, float frequency, float dampingRatio);
OUKJoint *ouk_prismatic_joint_create(OUKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchor, OUKVec axis,
                                     bool limited, float lower, float upper);
OUKJoint *ouk_weld_joint_create(OUKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchor);
OUKJoint *ouk_revolute_joint_create(OUKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchor,
                                    bool limited, float lower, float upper, float frictionTorque);
void ouk_joint_set_limits(OUKJoint *joint, bool limited, float lower, float upper);
void ouk_revolute_joint_set_friction(OUKJoint *joint, float frictionTorque);
void ouk_joint_destroy(OUKWorld *world, OUKJoint *joint);

#ifdef __cplusplus
}
#endif

// SpriteKit's world, over the same bodies.
#include "CBox2DSprites.h"

#endif
